def render(text):
    return text.upper()
