"""The pygame shell every game uses: window, loop, scene stack, input layer, assets, widgets,
shared renderers and the generic scenes.

Entry points (game/app/main.py):

- ``run_app(saves_dir, start_game=None) -> int``: open the window at the main menu; with
  ``start_game`` the new-game dialog of that game opens at once.
- ``render_shot(game_id, seed, commands, out_path, saves_dir=None, size=(1280, 720),
  text_scale=1.0)``: headless (set SDL_VIDEODRIVER=dummy first). Plays the commands (each as
  seat ``command["seat"]``, default 0) and saves one PNG of the game's board scene as a window
  of ``size`` shows it. At the first refused command it stops, still writes the PNG (with the
  refusal shown) and raises ``ShotError``.
- Timing frames for the bench::

      from game.app.main import headless_context, make_scene_for_bench
      ctx = headless_context()                       # dummy display, fonts, sheets
      scene = make_scene_for_bench(ctx, "board", match)   # or "generic", "menu", "load", ...
      surface = pygame.Surface((1280, 720))
      scene.draw(surface)                            # one frame; time this

Writing a game's own board scene: subclass ``game.app.scenes.board.BoardScene`` (it submits
commands with toasts for refusals, undo/redo, autosave, hotseat hand-off, the Esc menu, the
result panel and the profile) and expose ``make_board_scene(ctx, match)`` in
``game/games/<id>/scenes.py``. Draw with ``game.app.render`` (grid, tilemap, card, card_row,
tracker, dice) and ``game.app.widgets`` (Button, LogPanel, tooltips); write text with
``game.app.text`` in faces from ``ctx.fonts`` or ``game.app.fonts.styled`` (never
``pygame.font.Font`` directly); read input as intents (``game.app.intents``) in
``handle_board``.
"""
