{
  "algorithm": "ed25519",
  "content_sha256": "2927b9946d62c77c6139f8873b9220377cff9d18045cee99317add0f8dac09b0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6e73fd7968bc1504f14793fc0efeb68e6788e0e96bb5593c678965af43a10dd8",
  "schema": "gridshift.signature/1",
  "signature": "797eec3f2b8d541ad5046e26a4f5d3174ab1bce4d29554e29df7d0afa78cbd77e949866869651da30ec80ae29da7f9b35fd16b6b6392586653cc734b51e4900f"
}
