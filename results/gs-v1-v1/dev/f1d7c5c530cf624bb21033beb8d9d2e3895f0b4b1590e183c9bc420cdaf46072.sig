{
  "algorithm": "ed25519",
  "content_sha256": "cdb4a1611ae3ad2853430acf9e9055ebefdac7418ec76dc0e5a56ef7ecd54229",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f1d7c5c530cf624bb21033beb8d9d2e3895f0b4b1590e183c9bc420cdaf46072",
  "schema": "gridshift.signature/1",
  "signature": "933693e1098fd618e7c9bcdaca80ae874d791a9dfaa9fa1b9f48f82b0b7a51fe961e1030f873403077a347e006388ce61e9b6e4282ff89428b5cfb04030bc305"
}
