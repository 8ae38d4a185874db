{
  "algorithm": "ed25519",
  "content_sha256": "992cc5666520f542787279eef9250dda0fa133fd5af427e65cfc35b68bbd80b3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "78abe5e026314365720bd77d6b489bd7eb8e511f6e5614b8264f0f76a48544d5",
  "schema": "gridshift.signature/1",
  "signature": "8bd36b917a0ebd3d54ba54ca05036e3a600e9b242b0e52e08bdeb6fbbe2a0928f1d5abcd77d12713413553de4d8cc3abc835cd96482af9b64a802d4ee5813503"
}
