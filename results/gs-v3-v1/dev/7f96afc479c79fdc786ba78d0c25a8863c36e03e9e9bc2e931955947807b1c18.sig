{
  "algorithm": "ed25519",
  "content_sha256": "349b6bf4ae89a2d8901b7fb7df8e16eed80733b28b578becaa063a1270010b7b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7f96afc479c79fdc786ba78d0c25a8863c36e03e9e9bc2e931955947807b1c18",
  "schema": "gridshift.signature/1",
  "signature": "08dc6c2bfa479053fe41c2fcaea991d2017b44da5637cddbd69a12907d425d08a751b24b68352fd0618b6c97614861ee08ef0e5ec64d45ec1ee76b4013fb180f"
}
