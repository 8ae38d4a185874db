{
  "algorithm": "ed25519",
  "content_sha256": "4739c66d62f386d3ebbcdbaf20d9043c9c6298ecef0ed958cddd31ebaed26389",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "66847942a580aa941eae60400e3094a5ea5907172b53a0a48668b3ace75c0c8b",
  "schema": "gridshift.signature/1",
  "signature": "2f6b29059d20686a30467ab3cd57d2ac94af91783521b109650dd1c0659d0c8f5318540243ca9d96de1748c85dc7481549e5092e48ca0bbe66703df1b16caf05"
}
