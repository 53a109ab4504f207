CREATE TABLE "collect_notice_days" (
	"member_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "collect_notice_days_member_id_goods_id_pk" PRIMARY KEY("member_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods_view_days" (
	"member_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "goods_view_days_member_id_goods_id_pk" PRIMARY KEY("member_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "search_term_hits" (
	"day" text NOT NULL,
	"term" text NOT NULL,
	"searcher" text NOT NULL,
	CONSTRAINT "search_term_hits_day_term_searcher_pk" PRIMARY KEY("day","term","searcher")
);
--> statement-breakpoint
ALTER TABLE "login_attempts" ALTER COLUMN "success" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "collect_notice_days" ADD CONSTRAINT "collect_notice_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collect_notice_days" ADD CONSTRAINT "collect_notice_days_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_view_days" ADD CONSTRAINT "goods_view_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_view_days" ADD CONSTRAINT "goods_view_days_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;