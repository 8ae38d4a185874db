{
  "algorithm": "ed25519",
  "content_sha256": "83745d2dc84ba1af580b219264adb49b816ef39fe939abe9325102b37197d564",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f926b4acd20176b2eef9533ad2e6f01987b8049ca6c92fc55d29033b7d0cf4aa",
  "schema": "gridshift.signature/1",
  "signature": "34e6cbda7b6822b13c6bf4fad06dbb1b7e653b7402ee4228a5e6bd1db123f9755e3a4ec11542e47083d3810d4fad696b5e8eb1e6309164e7be520f1295fbcd07"
}
