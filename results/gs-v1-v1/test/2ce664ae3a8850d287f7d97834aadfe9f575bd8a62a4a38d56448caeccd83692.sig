{
  "algorithm": "ed25519",
  "content_sha256": "3577a6c6242ebda6ac1288a6a1abb060b1990ddab86263a133dffe23f0c5e3d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2ce664ae3a8850d287f7d97834aadfe9f575bd8a62a4a38d56448caeccd83692",
  "schema": "gridshift.signature/1",
  "signature": "7e1698960174f53bd036cf5b66850398eefda13e3e6aea262937708bbee647cce0d0afda5e662a33efcea3b9c76701c58629fa05dff6a6d70acf415f029f3905"
}
