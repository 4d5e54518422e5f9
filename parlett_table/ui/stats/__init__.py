"""The statistics window: its words and figures worked out without a widget (``stats_content``), its parts and
charts."""
