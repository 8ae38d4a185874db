{
  "algorithm": "ed25519",
  "content_sha256": "a1741764779ba5e752dfd0d3a254e35a26c1a88cb894dba003c9a0cdd39831ba",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c19b75c4259741d05d0ff74215630e7ded9fca66116c63da75bf25ce21ee274e",
  "schema": "gridshift.signature/1",
  "signature": "012b0ee27b394df21dcf915170ae20e0f2a33b468386c411f83eabac4043c821a7a09a37767b0d7b187e7d0bda12dd42389d2aadf61d88fe1eb6f5d9de331e09"
}
