from .boards import Board
