// Round Z (newcomer review 17, Letter on a 繁體中文 phone 390×844), finding 3: the reader tapped Got it on a "what just
// happened" note just as the course's next step bubble appeared in the same spot, and the tap closed that step unseen.
// A bubble that appeared less than FRESH_MS ago takes no tap, whether it took another's place or came where none was.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt, part } from "./fake_coach.js";
import courses from "./round13q_marks.json";

useFakeDocument();

const PHONE = { innerWidth: 390, innerHeight: 844 };
const scene = { width: 1000, height: 800, items: [] };
const [, note, step] = courses["letter zh-TW"];
const show = (update, mark) => update(coachModel("letter", "zh-TW", mark), scene);

describe("finding 3: a bubble that appeared a moment ago does not take a tap", () => {
  it("the note closed, step 2 appears in its place 150 ms later: the double tap leaves step 2 up", async () => {
    const wait = clock();
    const { update, bubble } = await fakeCoach(PHONE);
    show(update, note);
    wait(3000);
    gotIt(bubble).fire("click");                 // the note read and closed
    expect(bubble.hidden).toBe(true);
    wait(150);
    show(update, step);                          // the bots played: the next step comes where the note was
    wait(150);
    gotIt(bubble).fire("click");                 // the tap meant for the note
    expect(bubble.hidden).toBe(false);
    expect(part(bubble, "cw-coach-text").textContent).toBe(step.text);
    wait(600);
    gotIt(bubble).fire("click");                 // read: now it closes
    expect(bubble.hidden).toBe(true);
  });

  it("a bubble shown where none was keeps its first Got it for a moment, then answers it", async () => {
    const wait = clock();
    const { update, bubble } = await fakeCoach(PHONE);
    show(update, courses["letter zh-TW"][0]);
    wait(100);
    gotIt(bubble).fire("click");
    expect(bubble.hidden).toBe(false);
    wait(600);
    gotIt(bubble).fire("click");
    expect(bubble.hidden).toBe(true);
  });
});
