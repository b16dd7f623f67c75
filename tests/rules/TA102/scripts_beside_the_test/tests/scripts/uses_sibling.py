import sibling

sibling.run()
