{
  "algorithm": "ed25519",
  "content_sha256": "b8beb2843f6af60940d14082965961a25d8be72e8cdeca79003c5879f42a109c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa83e699602b562cdb60dfde9bc5489b172d9336e2d207e23010a2e6d9d892f5",
  "schema": "gridshift.signature/1",
  "signature": "0c9b80eef2d414b544e4a4a8443497ddf2e673feaa22ad20bbe4c0b69aaa526548f220a086075be2f1f70e455abaaf3a259788f671bba2c3e7fa3b24230a5f0c"
}
