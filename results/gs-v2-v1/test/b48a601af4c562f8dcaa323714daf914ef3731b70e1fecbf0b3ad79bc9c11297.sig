{
  "algorithm": "ed25519",
  "content_sha256": "03b3ee7493bebba4e4d50aee59b41143a7a414421f932276c7339a9b734957b4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b48a601af4c562f8dcaa323714daf914ef3731b70e1fecbf0b3ad79bc9c11297",
  "schema": "gridshift.signature/1",
  "signature": "d893cb3244aa2f24716e17fd40072fce627c0c4ce4d900e769c10be604e217a2668cd0b0185a03487c0dac940d50b7f25650647fad28c69e6cfacaff16289d03"
}
