{
  "algorithm": "ed25519",
  "content_sha256": "83621d62ebe598d58af195618f3caaf4d726c1972b897845477d58651ba1a6ff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f6d5606032ae2269e172fc1f5e1cb3c80764d7fe4003e4d9869548e26f515418",
  "schema": "gridshift.signature/1",
  "signature": "d9ed54ecf7a5decb3cf6acf086d41678b6fa5c4dbdbab907e6c9e9e8fe6b73aa07a4da72ec28a9b55086753cd25beab9a46621222e0d2d1e9e3854e74887dd0d"
}
