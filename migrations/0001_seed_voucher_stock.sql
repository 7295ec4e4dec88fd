-- The global battle pass voucher stock starts at Whitelist 500 and FCFS 1000 (game design section 6).
INSERT INTO "voucher_stock" ("vaucher", "left") VALUES ('Whitelist', 500), ('FCFS', 1000) ON CONFLICT DO NOTHING;
