-- Written by hand. The first words of three pages invite families to the apply form; they become
-- links to it, which a page leaves out while admissions are closed (app/lib/markdown.ts). Only
-- pages nobody has saved yet (updated_by is null) change: an editor's own words are never
-- rewritten, and a page whose words differ from the first ones is left as it is.
UPDATE "pages" SET "sections" = replace(replace("sections"::text,
  'choice code 579182210. You may also register your interest with us through the online application form, and',
  'choice code 579182210.\n\nYou may also [register your interest with us through the online application form](/apply-now), and'),
  'चॉइस कोड 579182210 वापरा. ऑनलाइन अर्जाद्वारे आपण',
  'चॉइस कोड 579182210 वापरा.\n\n[ऑनलाइन अर्जाद्वारे](/apply-now) आपण')::jsonb
WHERE "key" = 'admissions' AND "updated_by" IS NULL;
--> statement-breakpoint
UPDATE "pages" SET "sections" = replace(replace("sections"::text,
  'Fill in the Apply Now form on this website',
  'Fill in the [Apply Now form](/apply-now) on this website'),
  'या संकेतस्थळावरील \"आता अर्ज करा\" हा अर्ज दहावी',
  'या संकेतस्थळावरील [\"आता अर्ज करा\" हा अर्ज](/apply-now) दहावी')::jsonb
WHERE "key" = 'admissions-process' AND "updated_by" IS NULL;
--> statement-breakpoint
UPDATE "pages" SET "sections" = replace(replace("sections"::text,
  'Read the messages of our leadership, or start your application for D.Pharm or B.Pharm today.',
  'Read the messages of our leadership.\n\n[Start your application](/apply-now) for D.Pharm or B.Pharm today.'),
  'आमच्या नेतृत्वाचे संदेश वाचा, किंवा डी.फार्म वा बी.फार्मसाठी आजच अर्ज सुरू करा.',
  'आमच्या नेतृत्वाचे संदेश वाचा.\n\nडी.फार्म किंवा बी.फार्मसाठी आजच [अर्ज सुरू करा](/apply-now).')::jsonb
WHERE "key" = 'institute-at-glance' AND "updated_by" IS NULL;
