"""GRIM's table: the pygame scene, its widgets and drawing. It reads the rules' views only."""
