{
  "algorithm": "ed25519",
  "content_sha256": "815f6d96c249b2f89c9752ba538c39cfc40a46691ccc988fa0ab6b3c034942bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "926ca3dc2570168bbbe4cd3000de5609ea4c3928e85011314650a4d12b68a065",
  "schema": "gridshift.signature/1",
  "signature": "01d5f24c543fb8db02b3fd78bc332b78821a1e92500eac9b592945c9e2cee49c419fbf378993e240d632ea20dae16185d16a3b55f90365e048f54ba979e5500e"
}
