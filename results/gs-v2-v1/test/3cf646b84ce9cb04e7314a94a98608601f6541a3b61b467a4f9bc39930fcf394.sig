{
  "algorithm": "ed25519",
  "content_sha256": "e2d10c9cf8fa0d9df7786145ceef6bf570c40915f10d7d022681ef0cf99253e8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3cf646b84ce9cb04e7314a94a98608601f6541a3b61b467a4f9bc39930fcf394",
  "schema": "gridshift.signature/1",
  "signature": "02912e21816d780dd3dcf6afd502f9e29cfea8bce825a34b7db023da3deec815ee769409e88df441738ae77bd4b6f6e18b7470091d442184659b31267bf02108"
}
