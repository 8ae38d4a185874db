{
  "algorithm": "ed25519",
  "content_sha256": "eedcb3fd02be231c74db80ff1aa260bc911432ba911ddc7904a5a57f58ad1268",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb575f0d071484f6fb35a2abce5ef0720e8c6360ec7e6120f142673eae4c80c8",
  "schema": "gridshift.signature/1",
  "signature": "da5fc6883760298fae793cc1ddf698d2edf354f848c7ca0079e40fe80a29ca79650051e4a0cb0c21b8c96bbaa79cd5a08f4ff1212c829b526887c0ac6c241303"
}
