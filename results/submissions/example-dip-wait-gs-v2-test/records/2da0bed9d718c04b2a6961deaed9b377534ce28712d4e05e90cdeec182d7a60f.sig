{
  "algorithm": "ed25519",
  "content_sha256": "214b1f787a0de361e322bda57557daee86a20a0dd96d1adbf236c345ef9106ee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2da0bed9d718c04b2a6961deaed9b377534ce28712d4e05e90cdeec182d7a60f",
  "schema": "gridshift.signature/1",
  "signature": "e20b0bf9a256ac50b4375a06d745c72274cdd5dc59118dbb95f940ad22f0e3df22c31c0604a405cc73498e9ca3df67efd9788cd6c5e02bb4853ff1cc6207850e"
}
