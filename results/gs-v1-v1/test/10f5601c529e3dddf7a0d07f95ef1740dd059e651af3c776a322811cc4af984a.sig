{
  "algorithm": "ed25519",
  "content_sha256": "06ed2f601b51541b3ae6c44b7f201cc82c924f8131eb601a8283490ae821e81b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "10f5601c529e3dddf7a0d07f95ef1740dd059e651af3c776a322811cc4af984a",
  "schema": "gridshift.signature/1",
  "signature": "39cc148dae4dacc35fad8eaf9b31620c5a44f7b10cf046fbc2707c9aa83f9c2fd7ac37cd74cd7da8565ebc1c5fa92e51e437ced6e7bcd73e96ef17ab36f4880c"
}
