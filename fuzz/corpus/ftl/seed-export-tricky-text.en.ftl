tricky-text-title = Tags <b>stay</b> text & "quotes" too
tricky-text-prompt = Is <script>alert('x')</script> shown as text? List the landing points.
tricky-text-explanation = d6, b4 and f4 — & <i>never</i> markup.
tricky-text-hint = Look beyond each <adjacent> goose.
