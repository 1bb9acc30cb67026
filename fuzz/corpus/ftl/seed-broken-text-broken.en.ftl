broken-title = Broken
broken-prompt = {
