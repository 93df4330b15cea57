import type { Lang } from './passages.js';

/**
 * The steps the chat gives first for a low and for a high, in the library's own words: each line is
 * taken as it stands from articles/hypoglycaemia (the rule of 15) and articles/hyperglycaemia-ketones
 * (what to do, what a ketone reading means), in English and Chinese. guidance.test.ts finds every
 * line in its article's file, so the two cannot drift apart; only a pointer to another section of the
 * article ("(see below)") is left out. Like the articles, they hold the emergency-number placeholder
 * (content/emergencyNumber.ts), which the answer fills in. The steps name no insulin dose: the dose check passes them.
 */
export const guidanceTexts = {
  en: {
    low: {
      heading: 'Do this now: the rule of 15',
      when: "If your child's glucose is **below 3.9 mmol/L (70 mg/dL)**, or they have signs of a low and you cannot check, treat it straight away.",
      steps: [
        '1. Give **15 g of fast-acting carbohydrate** (see the list below). For a young or small child, your care team may advise less, often about 0.3 g for each kilogram of body weight.',
        '2. Keep your child sitting or lying down, with you. No running about, no cycling, no swimming.',
        '3. **Wait 15 minutes**, then check the glucose again.',
        '4. If it is still below 3.9 mmol/L (70 mg/dL), give another 15 g and check again after 15 minutes. Repeat until it is back above that level. If it is still low after two or three treatments, or your child is getting worse, call your care team or emergency services.',
        '5. Once it is back up, give a **snack with slower carbohydrate** if the next meal is more than about an hour away, or serve the meal now if it is due.',
      ],
      fastSugar: 'Fast-acting means sugar that gets into the blood quickly. Roughly 15 g is:',
      fastSugarList: [
        '- **glucose tablets**: the number depends on the brand, as tablets range from about 3 g to 5 g each, so read the pack and work out your number in advance',
        '- **fruit juice**: about 150 ml (a small glass or a small carton)',
        '- **regular soft drink (not diet, not zero)**: about 150 ml of a full-sugar drink; many drinks are now reduced-sugar, so check the label for grams of sugar',
        '- **glucose gel**: one tube or part of one, depending on the size; check the label',
      ],
      seriousLow:
        'Below **3.0 mmol/L (54 mg/dL)** is a more serious low. Treat it the same way, straight away, and mention it to your care team.',
      atNight:
        'To treat a low at night, wake your child fully and sit them up before they eat or drink anything. Give fast-acting sugar in the same way, recheck after 15 minutes, and give a slower snack if needed.',
      severe:
        '> If your child is unconscious, having a seizure, or cannot swallow safely, do not put food or drink in their mouth. Follow the steps in [a severe low](/article/severe-hypo-glucagon) and call emergency services on {{emergency_number}}.',
    },
    high: {
      heading: 'High blood glucose and ketones: what to do',
      sectionHeading: 'Do this now',
      steps: [
        '1. **Check again.** Wash and dry your child\'s hands first, as sugar on the skin can give a false high. If a sensor (CGM) shows high or "HI", confirm with a finger-prick.',
        '2. **Check ketones** if glucose is above about **14 mmol/L (250 mg/dL)**, or if your child is unwell, whatever the glucose. A blood ketone meter is best.',
        "3. **Follow your care team's correction plan** for extra insulin, exactly as written. Never guess a dose, and **never stop insulin**.",
        '4. **Pump users: check the set and the site**.',
        '5. **Give water or sugar-free drinks** to replace the fluid lost in urine.',
        '6. **Check glucose and ketones again in 1 to 2 hours**, or as your plan says.',
      ],
      ketoneBands: {
        normal: '**Below 0.6 mmol/L:** normal. Treat the high glucose as your plan says and keep checking.',
        raised:
          "**0.6 to 1.4 mmol/L: raised.** Follow your care team's plan for extra insulin and extra fluids, and recheck in 1 to 2 hours. If ketones are not falling, call your care team.",
        highRisk: '**1.5 to 2.9 mmol/L: high risk of DKA.** Call your care team now, day or night.',
        emergency: '**3.0 mmol/L or more: emergency.** Go to hospital now.',
      },
      urine:
        'If you use urine strips, your care team will explain how to read them. Treat a moderate or large result as urgent, and call them straight away.',
      danger:
        '> Go to hospital now, or call emergency services on {{emergency_number}}, if your child has raised ketones **and** is vomiting or has tummy pain; if they have high glucose with fruity-smelling breath, deep or laboured breathing, drowsiness or confusion; or if blood ketones are **3.0 mmol/L or more**. These can be signs of diabetic ketoacidosis (DKA), which is an emergency.',
    },
  },
  zh: {
    low: {
      heading: '现在就做：“15-15法则”',
      when: '孩子的血糖**低于 3.9 mmol/L（70 mg/dL）**，或者出现低血糖的表现而手边没法测血糖时，都要马上处理。',
      steps: [
        '1. 给孩子吃**15 克快速升糖的碳水化合物**（见下面的清单）。年龄小、体重轻的孩子，医护团队可能会建议减量，常见的是每公斤体重约 0.3 克。',
        '2. 让孩子坐下或躺下，大人陪在身边。不要跑跳、骑车或游泳。',
        '3. **等 15 分钟**，再测一次血糖。',
        '4. 如果仍低于 3.9 mmol/L（70 mg/dL），再给 15 克，15 分钟后再测。反复进行，直到血糖回到这个数值以上。如果处理两三次后仍然偏低，或者孩子情况越来越差，请联系医护团队或拨打急救电话 {{emergency_number}}。',
        '5. 血糖回升后，如果离下一顿饭还有一个小时以上，给孩子加一份**含慢吸收碳水的小点心**；如果正好到饭点，就直接吃饭。',
      ],
      fastSugar: '“快速”指的是能很快进入血液的糖。大约 15 克相当于：',
      fastSugarList: [
        '- **葡萄糖片**：不同品牌每片约 3 到 5 克不等，请看包装，提前算好孩子该吃几片',
        '- **果汁**：约 150 毫升（一小杯或一小盒）',
        '- **含糖汽水（不是无糖、零度的）**：约 150 毫升；现在不少饮料是减糖配方，请看营养成分表上的糖含量',
        '- **葡萄糖凝胶**：一支或一支中的一部分，视规格而定，请看包装',
      ],
      seriousLow: '低于 **3.0 mmol/L（54 mg/dL）**属于更严重的低血糖。同样立刻按上面的方法处理，并告诉医护团队。',
      atNight: '夜里处理低血糖时，先把孩子完全叫醒、扶着坐起来，再喂东西。同样给快速升糖食物，15 分钟后复测，需要时再加一份慢吸收的点心。',
      severe:
        '> 如果孩子已经叫不醒、正在抽搐，或者没法安全吞咽，千万不要往嘴里喂任何食物或饮料。请按照[严重低血糖](/article/severe-hypo-glucagon)里的步骤处理，并立即拨打急救电话 {{emergency_number}}。',
    },
    high: {
      heading: '高血糖和酮体：应该怎么办',
      sectionHeading: '现在就做',
      steps: [
        '1. **再测一次。**先给孩子洗手、擦干，手上沾的糖会让读数假性偏高。如果动态血糖仪（CGM）显示很高或显示“HI”，用指尖血糖核实。',
        '2. 血糖高于约 **14 mmol/L（250 mg/dL）**，或者孩子生病了（不管血糖多少），都要**测酮体**。最好用血酮仪。',
        '3. **严格按照医护团队给的纠正方案**补充胰岛素。不要自己估剂量，也**绝不能停胰岛素**。',
        '4. **用胰岛素泵的孩子：检查管路和埋针部位**。',
        '5. **多喝白开水或无糖饮料**，补充随尿液丢失的水分。',
        '6. **1 到 2 小时后再测血糖和酮体**，或者按方案上的时间复测。',
      ],
      ketoneBands: {
        normal: '**低于 0.6 mmol/L：**正常。按方案处理高血糖，继续监测。',
        raised:
          '**0.6 到 1.4 mmol/L：轻度升高。**按医护团队的方案补充胰岛素、多喝水，1 到 2 小时后复测。如果酮体没有下降，给医护团队打电话。',
        highRisk: '**1.5 到 2.9 mmol/L：DKA 风险高。**马上联系医护团队，白天夜里都要打。',
        emergency: '**3.0 mmol/L 及以上：急症。**立即去医院。',
      },
      urine: '如果用尿酮试纸，请医护团队教你怎么判读。结果为中量或大量时要当作紧急情况，马上给他们打电话。',
      danger:
        '> 如果孩子酮体升高，**同时**出现呕吐或肚子痛；或者血糖高，同时呼气有烂苹果味（水果味）、呼吸深快或费力、嗜睡或神志不清；或者血酮达到 **3.0 mmol/L 及以上**，请立即去医院急诊或拨打急救电话 {{emergency_number}}。这些可能是糖尿病酮症酸中毒（DKA）的表现，属于急症。',
    },
  },
} as const satisfies Record<Lang, unknown>;
