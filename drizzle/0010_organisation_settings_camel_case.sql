ALTER TABLE "organisations" ALTER COLUMN "settings" SET DEFAULT '{"allowSelfRegistration":false,"requireEmailVerification":true,"allowedEmailDomains":[],"retentionMonths":24,"resultsAfterClose":false,"requireTwoStepForEveryone":false}'::jsonb;--> statement-breakpoint
-- Stored settings take the camelCase keys of src/domain/organisation-settings.ts, the casing of
-- every payload; a setting a row never had gets its default, so every row holds every setting.
UPDATE "organisations" SET "settings" = jsonb_build_object(
	'allowSelfRegistration', coalesce(("settings" ->> 'allow_self_registration')::boolean, false),
	'requireEmailVerification', coalesce(("settings" ->> 'require_email_verification')::boolean, true),
	'allowedEmailDomains', coalesce("settings" -> 'allowed_email_domains', '[]'::jsonb),
	'retentionMonths', coalesce(("settings" ->> 'retention_months')::int, 24),
	'resultsAfterClose', coalesce(("settings" ->> 'results_after_close')::boolean, false),
	'requireTwoStepForEveryone', coalesce(("settings" ->> 'require_two_step_for_everyone')::boolean, false)
) || CASE WHEN "settings" ? 'approved_email_domains'
	THEN jsonb_build_object('approvedEmailDomains', "settings" -> 'approved_email_domains')
	ELSE '{}'::jsonb END
WHERE NOT ("settings" ? 'allowSelfRegistration');
