import SheetSim

/// The HTML form: one self-contained page (no external files, no libraries, no network) that is
/// also well-formed XML, so the same parser that checks the SVG checks the page.
enum TimelinePage {
    static func html(_ timeline: Timeline) -> String {
        var renderer = TimelineRenderer(timeline)
        let svgText = renderer.render(standalone: false)
        var page = SVGWriter()
        page.raw("<!DOCTYPE html>\n")
        page.open("html", [("lang", "en"), ("xmlns", "http://www.w3.org/1999/xhtml")])
        page.open("head")
        page.element("meta", [("charset", "utf-8")])
        page.element("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        page.element("title", content: timeline.title + " — SheetSim timeline")
        // Written as is: CSS is raw text in HTML, so escaping its quotes would break it (the
        // style has no `<` or `&`, so the page stays well-formed XML).
        page.raw("<style>\n" + style + "</style>\n")
        page.close()
        page.open("body")
        page.element("p", [("class", "hint")],
                     content: "Point at a callback — its tick on the chart or its row in the log below — to mark its moment on every track.")
        page.open("figure")
        page.raw(svgText)
        page.close()
        page.element("h2", content: "Callback log")
        page.open("table", [("class", "log")])
        page.open("thead")
        page.open("tr")
        for heading in ["#", "time", "receiver", "callback"] { page.element("th", content: heading) }
        page.close()
        page.close()
        page.open("tbody")
        for (index, entry) in timeline.log.enumerated() {
            page.open("tr", [("data-i", String(index))])
            page.element("td", content: String(index))
            page.element("td", content: entry.time.description)
            page.element("td", content: entry.receiver.description)
            page.element("td", content: entry.callback.description)
            page.close()
        }
        page.close()
        page.close()
        page.raw("<script>//<![CDATA[\n" + script + "//]]></script>\n")
        page.close()
        page.close()
        return page.text
    }

    /// No `<` or `&` in it (see ``html(_:)``).
    static let style = """
        body { font-family: -apple-system, system-ui, sans-serif; margin: 16px 24px; color: #1a1a1a; }
        figure { margin: 0; }
        figure svg { max-width: 100%; height: auto; }
        .hint { color: #555555; font-size: 13px; }
        h2 { font-size: 15px; margin-top: 24px; }
        table.log { border-collapse: collapse; font: 12px "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        table.log th, table.log td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid #eeeeee; }
        table.log td:first-child, table.log th:first-child { color: #888888; text-align: right; }
        table.log tr.hl { background: #fff1a8; }
        svg .callback.hl line { stroke-width: 4; }
        svg .callback.hl text { font-weight: bold; }
        svg .callback { cursor: default; }
        table.log tbody tr { cursor: default; }
        """

    /// Plain script: no libraries, and no `<` or `&` in it, so the page stays well-formed XML.
    static let script = """
        (function () {
          var cursor = document.getElementById("cursor");
          var byIndex = {};
          document.querySelectorAll("[data-i]").forEach(function (el) {
            var i = el.getAttribute("data-i");
            (byIndex[i] = byIndex[i] || []).push(el);
          });
          var lit = [];
          function show(i) {
            lit.forEach(function (el) { el.classList.remove("hl"); });
            lit = i === null ? [] : (byIndex[i] || []);
            cursor.setAttribute("visibility", "hidden");
            lit.forEach(function (el) {
              el.classList.add("hl");
              var x = el.getAttribute("data-x");
              if (x !== null) {
                cursor.setAttribute("x1", x);
                cursor.setAttribute("x2", x);
                cursor.setAttribute("visibility", "visible");
              }
            });
          }
          Object.keys(byIndex).forEach(function (i) {
            byIndex[i].forEach(function (el) {
              el.addEventListener("mouseenter", function () { show(i); });
              el.addEventListener("mouseleave", function () { show(null); });
            });
          });
        })();

        """
}
