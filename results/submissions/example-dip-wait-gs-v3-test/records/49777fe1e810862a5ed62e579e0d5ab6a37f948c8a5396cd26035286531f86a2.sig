{
  "algorithm": "ed25519",
  "content_sha256": "a8a34a1bc85300293543290cd995309e9311ce8cd38fdfa5e6ff3aa9a51acb6d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "49777fe1e810862a5ed62e579e0d5ab6a37f948c8a5396cd26035286531f86a2",
  "schema": "gridshift.signature/1",
  "signature": "20c1cc8c649ecccc74e85bf3927b8d51b12cc00c6dcf8399b991e778d8d05883a8981c5b53a7be0140cfecf5f5fea0a1b0076a0d03c4131084db89f510db350c"
}
