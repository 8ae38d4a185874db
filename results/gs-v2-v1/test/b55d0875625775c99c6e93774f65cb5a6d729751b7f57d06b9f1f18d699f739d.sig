{
  "algorithm": "ed25519",
  "content_sha256": "4cc45d57778e86148f8b64e9cdc68dffa8f8460fb8b14c46bec40b259e199d33",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b55d0875625775c99c6e93774f65cb5a6d729751b7f57d06b9f1f18d699f739d",
  "schema": "gridshift.signature/1",
  "signature": "a2d067a5f0e1beb78de64e2edcbcd205ef0e6a43250e67e6ad695e429da98d711e59659af32cbb71ad20a40366a1379bc8ca27cc3841762d7a3e951e431b0802"
}
