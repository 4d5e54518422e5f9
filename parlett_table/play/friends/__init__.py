"""A table with friends, kept by the table server (``parlett-table serve``): the Qt client (``link.py``)."""
