{
  "algorithm": "ed25519",
  "content_sha256": "63dc3e7b6a9904779da14f935e765a68d90a12e98441c1db106a01726b9c1f4f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "486c038fc2d20db542474798bb17355e9a02f74fc8398754bd3583e02b030e4a",
  "schema": "gridshift.signature/1",
  "signature": "b135ec35af3ecb42d29ca53178d647fbfe84851fcf0f3eba4f6b9f2bf2ff5acc6bb8a9b57cfaf30f0a979bea06c63c3fbc924ea9418a9fe3110122228acaee0c"
}
