"""Combat and Diplomacy (part two's Encounter engine), one job a module: ``content`` and
``phrases`` (the card spec's files), the rest the rules that play them."""
