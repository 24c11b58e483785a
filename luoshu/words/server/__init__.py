"""What the web face says: the HTTP refusals and the reasons the API gives, the server's lines.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
