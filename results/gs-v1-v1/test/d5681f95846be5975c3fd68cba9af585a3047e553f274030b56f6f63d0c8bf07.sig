{
  "algorithm": "ed25519",
  "content_sha256": "56a9b88c57bfe0f204c56c4e83b9616d42c08f46564952c0c70e08d6753924ba",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d5681f95846be5975c3fd68cba9af585a3047e553f274030b56f6f63d0c8bf07",
  "schema": "gridshift.signature/1",
  "signature": "17c90df0d545ff39d988182cf95e410d35637a9d553b2f9bf43a259a4ef469b14791df9e17fe78f95baa5a4cd27113658b7c6e7ff53d12ef0e239c6bf780770d"
}
