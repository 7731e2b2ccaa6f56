import MenuItem from '@mui/material/MenuItem';
import { PicturesService } from '@plaza/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../../ui/FormTextField';
import { useToast } from '../../../lib/toastContext';
import { callApi } from '../../../lib/api';
import { useFilePreview } from '../../../lib/useFilePreview';
import { FormFrame } from '../shared/FormFrame';
import { ImagePicker } from '../shared/ImagePicker';
import { optionalText, requiredText } from '../shared/rules';
import { useUpload } from '../shared/useUpload';

interface Values {
  title: string;
  caption: string;
  album_id: number | '';
}

/** Uploads a picture (its metadata is removed by the server), optionally into one of my albums (`?album=`). */
export function PictureForm() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { chosen, choose } = useFilePreview();
  const [imageError, setImageError] = useState<string>();
  const albums = useQuery({ queryKey: ['pictures', 'my-albums'], queryFn: () => callApi(() => PicturesService.listMyAlbums()) });
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { title: '', caption: '', album_id: Number(params.get('album')) || '' } });
  const { mutation, progress } = useUpload({
    fields: ['title', 'caption', 'album_id'],
    setError,
    send: (v: Values) =>
      PicturesService.createPicture({
        formData: { title: v.title, ...(v.caption.trim() ? { caption: v.caption } : {}), ...(v.album_id ? { album_id: Number(v.album_id) } : {}), image: chosen!.file },
      }),
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: ['pictures'] });
      toast.success('Picture uploaded.');
      const album = params.get('album');
      void navigate(album ? `/pictures/albums/${album}` : `/pictures/${data.id}`);
    },
  });
  const submit = handleSubmit((values) => {
    if (!chosen) {
      setImageError('Choose an image');
      return;
    }
    mutation.mutate(values);
  });
  return (
    <FormFrame title="Upload a picture" submitLabel="Upload" busy={mutation.isPending} progress={progress} onSubmit={(e) => void submit(e)}>
      <ImagePicker
        chosen={chosen}
        choose={(file) => {
          setImageError(undefined);
          choose(file);
        }}
        label="Choose a picture"
        error={imageError}
      />
      <FormTextField control={control} name="title" label="Title" rules={requiredText(255)} />
      <FormTextField control={control} name="caption" label="Caption (optional)" rules={optionalText(2000)} multiline minRows={2} />
      <FormTextField control={control} name="album_id" select label="Album (optional)">
        <MenuItem value="">No album</MenuItem>
        {(albums.data?.data ?? []).map((album) => (
          <MenuItem key={album.id} value={album.id}>
            {album.name}
          </MenuItem>
        ))}
      </FormTextField>
    </FormFrame>
  );
}

/** Creates an album of my own (JSON: name and description), then opens it to fill it. */
export function AlbumForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { control, handleSubmit, setError } = useForm<{ name: string; description: string }>({ defaultValues: { name: '', description: '' } });
  const { mutation } = useUpload({
    fields: ['name', 'description'],
    setError,
    send: (v: { name: string; description: string }) => PicturesService.createAlbum({ requestBody: { name: v.name, ...(v.description.trim() ? { description: v.description } : {}) } }),
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: ['pictures'] });
      toast.success('Album created.');
      void navigate(`/pictures/albums/${data.id}`);
    },
  });
  return (
    <FormFrame title="New album" submitLabel="Create album" busy={mutation.isPending} progress={null} onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}>
      <FormTextField control={control} name="name" label="Name" rules={requiredText(255)} autoFocus />
      <FormTextField control={control} name="description" label="Description (optional)" rules={optionalText(2000)} multiline minRows={2} />
    </FormFrame>
  );
}
