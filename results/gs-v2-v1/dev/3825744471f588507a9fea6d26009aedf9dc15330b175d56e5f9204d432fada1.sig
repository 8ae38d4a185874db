{
  "algorithm": "ed25519",
  "content_sha256": "1ac72bf52c33d5aea1d5b05fafcb26e536684352f5fbd2da6b53aac4dab58ad8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3825744471f588507a9fea6d26009aedf9dc15330b175d56e5f9204d432fada1",
  "schema": "gridshift.signature/1",
  "signature": "14eff8f8aac66faf7c2315413627eb0c750378eacc3aa63fcbaacbc44d496f62039c573dad0749a872ccd7398f2f674abab96003dd7faaab4edc355d0ebdd208"
}
