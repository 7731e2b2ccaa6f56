import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { theme } from './theme';

describe("the theme's text colours", () => {
  it("greys a Typography whose colour is 'text.secondary', as the app writes it", () => {
    render(
      <ThemeProvider theme={theme}>
        <Typography color="text.secondary">2 listings</Typography>
        <Typography color="textSecondary">MUI's own name</Typography>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('2 listings')).color).toBe('rgba(0, 0, 0, 0.6)');
    expect(getComputedStyle(screen.getByText("MUI's own name")).color).toBe('rgba(0, 0, 0, 0.6)');
  });
});
