{
  "algorithm": "ed25519",
  "content_sha256": "e76c4250e04cfaaf5c1fface869ea69b6df600a4f550b8997dbfbfe824afa7eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ff25a3a6d662bd2eb6f9116158fac1e03b51fd2551673d30ff251f57977f7bad",
  "schema": "gridshift.signature/1",
  "signature": "5bb2af66ae4930d3adcc1b3c3d86b9fbb0fbc26271a08e8c5753d9f33d226f98fe672a4e8d041693964bf73a7165f759427acdcde34d21ca03f0e0c96ac1d805"
}
