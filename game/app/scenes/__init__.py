"""The app's scenes: menus, dialogs, the rules viewer, the hand-off screen and the boards."""
