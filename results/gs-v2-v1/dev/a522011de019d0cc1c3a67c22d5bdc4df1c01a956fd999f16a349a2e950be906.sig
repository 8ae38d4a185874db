{
  "algorithm": "ed25519",
  "content_sha256": "41ae40b530fe5f45197c4aa3b8f660c3357cbb53044e23ee19273c63fbebe02a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a522011de019d0cc1c3a67c22d5bdc4df1c01a956fd999f16a349a2e950be906",
  "schema": "gridshift.signature/1",
  "signature": "845aa314c86b7e9991cad044b47fad2987d2951c18f14b763d59425910285b0a1a1ce031948993624fb3c2eec63e5bf4b1234618a4a160ce3a2573766bdedb01"
}
