"""The Qt user interface: the window, the table scene, card art and dialogs."""
