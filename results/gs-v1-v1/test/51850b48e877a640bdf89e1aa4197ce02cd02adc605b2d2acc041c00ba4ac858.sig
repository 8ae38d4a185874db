{
  "algorithm": "ed25519",
  "content_sha256": "7a6ea95c098bf2b1bb597af17e974b3366ff9fd407910de0aab23a40af55fb5e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "51850b48e877a640bdf89e1aa4197ce02cd02adc605b2d2acc041c00ba4ac858",
  "schema": "gridshift.signature/1",
  "signature": "e0e8c56b21dd665abeb7d7163fbb27d52dd028ea8a12787816bcbbb1c6a1b630b9d926cece2fb2774489a990f2022957ae0d1baff6aeda23c9aeee273a8e1101"
}
