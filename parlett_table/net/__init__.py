"""What the table server and the program's client both speak: the wire form of a seat's view and the public
events (``wire.py``), and how a client comes back after a lost connection (``reconnect.py``).  The engine
only, and no Qt: the server (asyncio) and the window's client (Qt) import these, never each other."""
