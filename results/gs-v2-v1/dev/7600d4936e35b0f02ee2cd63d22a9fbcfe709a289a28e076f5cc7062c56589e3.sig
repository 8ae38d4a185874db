{
  "algorithm": "ed25519",
  "content_sha256": "303787eeb111b493408538a4d5ae9a5f9bc3f0707dcb34e04860821563819b38",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7600d4936e35b0f02ee2cd63d22a9fbcfe709a289a28e076f5cc7062c56589e3",
  "schema": "gridshift.signature/1",
  "signature": "0d3cf4f3596914ab26526de3f5cbdaeffcda8ae9a1f71f2e7290e418e9736e27eb4d2245b00745ab3c621dac9b2db112f7915236624b0166a8bf9ac20795ed03"
}
