{
  "algorithm": "ed25519",
  "content_sha256": "3d86e621cc83490fd1957b2cc9e47467e8e429f95c2e6e45efabfd3fa961000f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9285c5405414414ab015c57e522f1c4a0139e4f17009d0140edc24d23fe24f13",
  "schema": "gridshift.signature/1",
  "signature": "b9ee21eb683125a45f2bb845e79b182cc61b41bd80bff1ac8efea01f6b127f887ed778a0a5933da42a70724a00baee6de50218bd3e8ca412def49150176db400"
}
