{
  "algorithm": "ed25519",
  "content_sha256": "58fc9a5ab85845ae18669081bff9e33fb866b916d4d05c30af6cc59ca3ba31de",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b132c28c08b939a55f89a670c12a0b491a9ffe3f824cae179a11c0c48463d77b",
  "schema": "gridshift.signature/1",
  "signature": "b586763383a3d3ac3d6aebd5c9cbea5d78be6c382c23dfd859f8ae1b5cb9ab6eacce0c89a76a78f384fb72a198a9c7a9bde959eac92fa37c9bea8ab4c7e2a607"
}
