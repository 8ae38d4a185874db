{
  "algorithm": "ed25519",
  "content_sha256": "767495469b1b436462ad03b9aa986a0e5b5c74d133299ec96cb40abbcbe2ece8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d1b4ece8f775b56d98206147feaf3be2e17ab20ad2eced64dd32c89923667788",
  "schema": "gridshift.signature/1",
  "signature": "8547d56bd7403dc0d104ebb9d85c60e6834182852c8730bbc9702a90dcdf4a7a94b9f3e0ffe5a443247e59850adb41f66b5430d897cb30b26ac2f3eb1f23f500"
}
