{
  "algorithm": "ed25519",
  "content_sha256": "82f0704ff465ae764f318f87ad99d519f48599a44b38180c18410dc59226b649",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba4cc6f9a9e468242c8cbd795b1a17330df2b255f4ea88d89430045dbe1dffc7",
  "schema": "gridshift.signature/1",
  "signature": "538b7939863d449e244fd5b37882c9f6c3c2817c7a73bd32b9dcd79a9b8de514c66f4d1ffb915836367894ce853ff8bf3abfe80d9459c9526f2c43c139c43c05"
}
