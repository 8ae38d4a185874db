{
  "algorithm": "ed25519",
  "content_sha256": "3eca739ac7aa622adbb45f5a95502f898e3d9992cea1c57feafd6b5a20df2430",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "157abe627ec2131f65ce43857ad93f7146a881607e4ffabd29a833e2c90cbb4d",
  "schema": "gridshift.signature/1",
  "signature": "fee7372ab8888c888214f0a30531e67732f78af4ec320d2124d54024138ec4e632bba90d00508d2f3f30c9230fbb354589058cb7c505846d09d28ee798009b04"
}
