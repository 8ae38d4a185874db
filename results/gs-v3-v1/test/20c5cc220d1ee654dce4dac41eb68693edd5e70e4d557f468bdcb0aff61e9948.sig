{
  "algorithm": "ed25519",
  "content_sha256": "740fd96751978b72873695d1518751c91800488b4b638e66cdaed85cdd721918",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "20c5cc220d1ee654dce4dac41eb68693edd5e70e4d557f468bdcb0aff61e9948",
  "schema": "gridshift.signature/1",
  "signature": "7d03396cc5321a6eb51cc7b821bacb774b84d7159a51d69e37a069b9f33365816f889d2f948358731bd47b19f4af44cdd59277fe70c6feb4f9f9ab1f5a24b005"
}
