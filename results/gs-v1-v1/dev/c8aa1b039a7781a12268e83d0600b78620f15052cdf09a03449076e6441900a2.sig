{
  "algorithm": "ed25519",
  "content_sha256": "d9addd6c94b4d306ea226617f95d957742845091c4ed7787f9a7fe45add2ea08",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c8aa1b039a7781a12268e83d0600b78620f15052cdf09a03449076e6441900a2",
  "schema": "gridshift.signature/1",
  "signature": "40b9f73f5193cac45b18dad006a6f3bc078e5aaf2ffff195ab9fbee6bd5998eb634518363a52b127f5ce8cdae4eb29cef5ae71dd8ff07590c5c5a4f0fac44905"
}
